print("render benchmark placeholder")
