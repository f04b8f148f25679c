"""families"""
