"""ipywidgets components over the penchant engine (import as ``penchant_widgets``)."""
