"""Scripts that print games step by step: run under CPython, MicroPython and Pyodide, their outputs
must be identical (tests/interpreters/test_portability.py)."""
