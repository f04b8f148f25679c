"""players_screen"""
