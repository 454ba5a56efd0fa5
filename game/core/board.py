"""Board geometry: cell names, the board's shape and 8-neighbour bitboards.

A position is a handful of Python ints, one bit per cell.  Each row takes
``width + 1`` bits: the extra bit is an always-empty guard column, so a
sideways shift of the last column lands in the guard instead of wrapping
into the next row, and one mask removes it.  That makes the 8-neighbour
dilation six shifts and ors, on CPython, Pyodide and MicroPython alike.

Portable on purpose: no ``int.bit_length``/``bit_count`` (MicroPython lacks
them), no dataclasses, enum or typing at run time.
"""

# The Russian tradition of the seeds skips "j": the tenth column is "k".
COLUMN_LETTERS = "abcdefghiklmnopqrstuvwxyz"
MIN_SIZE = 3
MAX_SIZE = len(COLUMN_LETTERS)

if hasattr(int, "bit_count"):
    def popcount(mask):
        return mask.bit_count()
else:  # MicroPython
    WIDE = 1 << 256   # from here on bin() costs more than counting the bytes
    MASK_BYTES = 96   # room for a 25x25 board's mask (650 bits) shifted a row further
    BITS_IN = bytes(bin(byte).count("1") for byte in range(256))

    def popcount(mask):
        # MicroPython writes bin() by long division, quadratic in the digits: a
        # 25x25 mask took 240 us there, its bytes counted take 10-30.
        if mask < WIDE:
            return bin(mask).count("1")
        try:
            data = mask.to_bytes(MASK_BYTES, "little")
        except OverflowError:   # wider than any board's mask
            return bin(mask).count("1")
        count = 0
        for byte in data.replace(b"\0", b""):   # a side's mask holds a few bytes of its cells
            count += BITS_IN[byte]
        return count


def is_number(text):
    """True for plain ASCII digits (str.isdigit also accepts "²", which int() refuses)."""
    return bool(text) and not text.strip("0123456789")


def number_up_to(text, high):
    """The value of ``text`` if it is plain ASCII digits of at most ``high``, else None.

    A string of more digits than ``high`` has is refused before int(): CPython
    refuses strings of over 4300 digits, and MicroPython takes quadratic time.
    """
    if not is_number(text):
        return None
    digits = text.lstrip("0") or "0"
    if len(digits) > len(str(high)):
        return None
    value = int(digits)
    return value if value <= high else None


def read_size(text):
    """(width, height) from "8" or "8x6" (width by height), or None when it is not
    written so; the board's limits are checked apart (size_in_range)."""
    parts = text.strip().lower().split("x")
    if len(parts) == 1:
        parts = parts * 2
    if len(parts) != 2:
        return None
    width, height = _length(parts[0]), _length(parts[1])
    if width is None or height is None:
        return None
    return width, height


def _length(text):
    """A board's side as written: plain digits, any number of them (None if not)."""
    text = text.strip()
    if not is_number(text):
        return None
    value = number_up_to(text, 1000)
    return 1001 if value is None else value   # too many digits for any board


def size_in_range(width, height):
    return MIN_SIZE <= min(width, height) and max(width, height) <= MAX_SIZE


class Geometry:
    """Everything that depends only on the board's shape: its width and height,
    and the cells of that rectangle that are off the board (``holes``).

    An off cell is no cell: ``full`` (the board) leaves it out, so no dilation,
    flood or count ever reaches it, and ``cells`` skips it; it keeps its name
    (``name``/``parse``), so that a click on it can be refused in words.  Two
    cells that touch at a corner still touch across off cells.
    """

    __slots__ = ("width", "height", "stride", "frame", "holes", "full", "modulus", "numbers", "cells")

    def __init__(self, width, height, holes=0):
        self.width = width
        self.height = height
        self.stride = width + 1
        self.frame = 0    # every cell of the rectangle, off ones too
        # a bit's remainder by ``modulus`` -> its cell number (see number())
        self.modulus = distinct_modulus(height * self.stride)
        self.numbers = {}
        self.cells = []  # the board's cells as bit values, in a1, b1, ... order
        number = 0
        for row in range(height):
            for col in range(width):
                bit = 1 << (row * self.stride + col)
                self.numbers[bit % self.modulus] = number
                number += 1
                self.frame |= bit
                if not holes & bit:
                    self.cells.append(bit)
        self.holes = holes & self.frame
        self.full = self.frame & ~self.holes

    def dilate(self, mask):
        """The cells of ``mask`` and all their 8 neighbours."""
        mask |= (mask << 1) | (mask >> 1)
        stride = self.stride
        mask |= (mask << stride) | (mask >> stride)
        return mask & self.full

    def flood(self, region, passable, frontier=None):
        """``region`` grown 8-neighbour-wise through the cells of ``passable``;
        ``frontier``, if given, is the part of it that is new (the rest is grown)."""
        if frontier is None:
            frontier = region
        while frontier:
            frontier = self.dilate(frontier) & passable & ~region
            region |= frontier
        return region

    def bits(self, mask):
        """The single-bit values of ``mask``, lowest (a1 side) first."""
        out = []
        while mask:
            low = mask & -mask
            out.append(low)
            mask ^= low
        return out

    # --- names ------------------------------------------------------------

    def number(self, bit):
        """The cell number (row * width + column) of a bit value.  MicroPython
        hashes an int by its lowest machine word, so a dict keyed by the bit
        values themselves would hash every cell past the 31st alike and look
        each up in a scan of them all; their remainders are small ints, apart
        (MicroPython has no int.bit_length either)."""
        return self.numbers[bit % self.modulus]

    def name(self, bit):
        number = self.number(bit)
        return COLUMN_LETTERS[number % self.width] + str(number // self.width + 1)

    def bit(self, col, row):
        return 1 << (row * self.stride + col)

    def parse(self, text):
        """The bit of a cell name such as ``"k10"``; ValueError says why not."""
        if not isinstance(text, str):
            raise ValueError("a cell is named by text like a1 or k10, not %r" % (text,))
        name = text.strip().lower()
        if len(name) < 2:
            raise ValueError("%r is not a cell name (like a1 or k10)" % text)
        col = COLUMN_LETTERS.find(name[0])
        digits = name[1:]
        if name[0] == "j":
            raise ValueError("there is no column j (columns skip it: ... h, i, k)")
        if col < 0 or not is_number(digits) or digits[0] == "0":
            raise ValueError("%r is not a cell name (like a1 or k10)" % text)
        row = number_up_to(digits, self.height)
        if col >= self.width or row is None:
            raise ValueError("%s is off the %dx%d board" % (name, self.width, self.height))
        return self.bit(col, row - 1)

    def names(self, mask):
        return [self.name(bit) for bit in self.bits(mask)]


def distinct_modulus(count):
    """The least modulus (from ``count`` up) that leaves each of the bit values
    1 << k, k < ``count``, a remainder of its own."""
    modulus = count
    while True:
        seen = set()
        remainder = 1 % modulus
        for _ in range(count):
            if remainder in seen:
                break
            seen.add(remainder)
            remainder = remainder * 2 % modulus
        else:
            return modulus
        modulus += 1


# --- keys of dicts and sets -----------------------------------------------

# A prime of which 2 is a primitive root (the remainders of 1 << k go round all
# its numbers before one comes again; one just under a power of two, such as
# 2**23 - 15, leaves those of neighbouring bits in a pattern, 1 << 23 -> 15,
# and 10x10's three-cell masks collided fifteen times as often), under 2**23:
# each remainder is a small int on MicroPython, and so is a sum of 150 of them.
DIGEST_MODULUS = 7000003


def table_key(values):
    """A mask, or a tuple of masks and small values (a position's key()), as
    the key of a dict or set: (digest, values), the digest a small int made of
    the ints' remainders.

    MicroPython hashes an int by its lowest machine word (every mask whose
    cells all lie past the 31st bit hashes as 0) and a tuple by the sum of
    its items' hashes, so a table keyed by masks, or by tuples of them, is
    one long scan of big-int compares there.  A remainder by a prime is
    computed in C and tells masks apart; in a tuple each int is shifted by
    its place first, so that a cell that goes from one mask to another (a
    kill) changes the digest too.  The entries are those of ``values`` (the
    digest is theirs): CPython only hashes them another way."""
    if type(values) is int:
        return values % DIGEST_MODULUS, values
    digest = 0
    place = 0
    for value in values:
        if type(value) is int:      # not a bool: not an int to MicroPython's isinstance
            digest += (value << place) % DIGEST_MODULUS
        place += 1
    return digest, values


_geometries = {}


def geometry(width, height, holes=0):
    """The shared Geometry of a board's shape (built once per shape)."""
    key = (width, height, holes)
    found = _geometries.get(key)
    if found is None:
        found = _geometries[key] = Geometry(width, height, holes)
    return found
