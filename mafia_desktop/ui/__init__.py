"""The Qt widgets of the host window, the projector and their dialogs (DESIGN.md, ``ui``)."""
