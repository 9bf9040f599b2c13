"""The marker's fixtures for its widget tests: a throwaway store and an app on it (no double-tap wait)."""

from __future__ import annotations

from pathlib import Path

import pytest

from penchant.marker.sqlite_store import Store
from penchant_widgets.marker import MarkerApp


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "marker.sqlite3"


@pytest.fixture
def app(db: Path) -> MarkerApp:
    return MarkerApp(Store(db), double_tap_seconds=0)
