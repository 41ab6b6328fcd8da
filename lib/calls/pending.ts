// Calls of screens whose issues are still open, with the rights the spec gives (spec 02 §6), so
// the policy table and the reference upstream know them meanwhile. Each moves into its screen's
// declaration when that screen is built.
export {};
