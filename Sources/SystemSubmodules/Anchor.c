// SwiftPM builds a C target only with a source file; this target exists for its module map.
int presentationkit_system_submodules_anchor(void) { return 0; }
