"""What the window uses but does not draw: files on disk (settings, saves), problem reports
and the AI worker thread."""
