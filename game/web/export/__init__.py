"""The board as a picture of its own, not the live canvas: Save image and Save
replay (picture.py: the size, layout, caption and frames, pure;
picture_view.py draws and writes them; apng.py rechunks the browser's PNGs
into an animated one) and the games list's small SVG (thumbnail.py).
"""
