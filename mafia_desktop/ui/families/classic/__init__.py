"""families/classic"""
