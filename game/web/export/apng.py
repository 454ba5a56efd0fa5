"""An animated PNG from still PNGs of one size: the browser
encodes each frame (canvas.toDataURL), this only rechunks them, so no encoder
and no dependency.  APNG plays in Chromium, Firefox and Safari, and a viewer
that knows only PNG shows the first frame.

    animated = apng([(png_bytes, delay_ms), ...])
"""

try:
    import ubinascii as binascii   # MicroPython's own, in C: a binascii.py may shadow it, byte by byte in Python
except ImportError:
    import binascii
import struct

SIGNATURE = b"\x89PNG\r\n\x1a\n"


def chunks(png):
    """The (type, data) chunks of a PNG file."""
    if png[:8] != SIGNATURE:
        raise ValueError("not a PNG")
    found = []
    at = 8
    while at < len(png):
        length = struct.unpack(">I", png[at:at + 4])[0]
        found.append((png[at + 4:at + 8], png[at + 8:at + 8 + length]))
        at += 12 + length
    return found


def _chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", binascii.crc32(kind + data) & 0xFFFFFFFF)


def apng(frames, plays=0):
    """One APNG of ``frames`` [(PNG bytes, delay in ms)], all the first one's
    size, played ``plays`` times (0: for ever)."""
    head = chunks(frames[0][0])
    header = head[0][1]
    width, height = struct.unpack(">II", header[:8])
    parts = [SIGNATURE, _chunk(b"IHDR", header), _chunk(b"acTL", struct.pack(">II", len(frames), plays))]
    sequence = 0
    for index, (png, delay) in enumerate(frames):
        found = chunks(png)
        if found[0][1][:8] != header[:8]:
            raise ValueError("frame %d is not %dx%d" % (index, width, height))
        # the whole picture each time, shown for delay/1000 s, drawn over the last (no blending needed)
        parts.append(_chunk(b"fcTL", struct.pack(">IIIIIHHBB", sequence, width, height, 0, 0, delay, 1000, 0, 0)))
        sequence += 1
        for kind, data in found:
            if kind != b"IDAT":
                continue
            if index == 0:
                parts.append(_chunk(b"IDAT", data))
            else:
                parts.append(_chunk(b"fdAT", struct.pack(">I", sequence) + data))
                sequence += 1
    parts.append(_chunk(b"IEND", b""))
    return b"".join(parts)
