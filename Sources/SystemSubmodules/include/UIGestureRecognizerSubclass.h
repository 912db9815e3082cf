// Empty: the declarations are in the Swift module of the same name (see module.modulemap).
