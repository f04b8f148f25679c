"""families/sport"""
