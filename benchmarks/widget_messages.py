"""The widget messages a page would be sent, counted at the widgets' comms with no kernel attached: for the
benchmark of the marker's taps (``marker_tap_cpu``) and the tests of what a tap sends.

Counted through the hooks the libraries offer for it, never a private method patched: the ``comm`` package's
``create_comm`` and ipywidgets' ``Widget.on_widget_constructed`` (see :class:`Sent`).
"""

from __future__ import annotations

import collections
import json
import weakref
from typing import Any

import comm
import ipywidgets as W
from comm.base_comm import BaseComm, BuffersType, MaybeDict

__all__ = ["RecordingComm", "Sent"]


class RecordingComm(BaseComm):
    """A comm that sends nothing and tells :class:`Sent` what it would have sent: a comm of the ``comm`` package
    (its one method to implement, ``publish_msg``, is given every message), for the widget ``owner`` (its class
    name kept, the widget held weakly)."""

    def __init__(self, sent: Sent, owner: W.Widget | None, **kwargs: Any) -> None:
        self.sent = sent
        self.owner = "?" if owner is None else type(owner).__name__
        self.widget = None if owner is None else weakref.ref(owner)
        super().__init__(**kwargs)

    def publish_msg(self, msg_type: str, data: MaybeDict = None, metadata: MaybeDict = None,
                    buffers: BuffersType = None, **keys: Any) -> None:
        self.sent.publish(self, msg_type, data)


class Sent:
    """The widget messages sent while counting: how many, and each trait's count.

    Counted at the widgets' comms, through the two hooks the libraries offer for it: the ``comm`` package's
    ``create_comm`` (which ipywidgets calls to open each widget's comm, and which is there to be replaced) gives every
    widget made while counting a :class:`RecordingComm`, and ipywidgets' ``Widget.on_widget_constructed`` (called
    just before the widget opens its comm) names the widget's class. :attr:`messages` are the comms' ``comm_msg``s:
    what a widget sends once open (its state's updates, its custom messages); the opening of a widget's comm, with
    its whole state, is counted apart (:attr:`opened`), and its closing is not counted."""

    def __init__(self) -> None:
        self.messages = 0
        self.opened = 0
        self.senders: list[W.Widget] = []  # the widget that sent each message (cleared to look at one tap's)
        self.traits: collections.Counter[str] = collections.Counter()
        self.bytes = 0
        self._create_comm: Any = None
        self._owners: list[W.Widget] = []

    def publish(self, via: RecordingComm, msg_type: str, data: MaybeDict) -> None:
        """Count a message a widget sends to the browser through its comm ``via``."""
        if msg_type == "comm_open":
            self.opened += 1
        if msg_type != "comm_msg":
            return
        self.messages += 1
        widget = via.widget() if via.widget is not None else None
        if widget is not None:
            self.senders.append(widget)
        state = (data or {}).get("state", {})
        self.traits.update(f"{via.owner}.{k}" for k in state)
        self.bytes += len(json.dumps(data, default=str))

    def _constructed(self, widget: W.Widget) -> None:
        # A stack: a widget opening its comm may first make another (its default layout), which opens its own.
        self._owners.append(widget)

    def _comm(self, **kwargs: Any) -> BaseComm:
        return RecordingComm(self, self._owners.pop() if self._owners else None, **kwargs)

    def __enter__(self) -> Sent:
        self._create_comm = comm.create_comm
        comm.create_comm = self._comm
        W.Widget.on_widget_constructed(self._constructed)
        return self

    def __exit__(self, *exc: object) -> None:
        comm.create_comm = self._create_comm
        W.Widget.on_widget_constructed(None)
