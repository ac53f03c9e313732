// The only place tools/deploy reads process.env: the emulators the ops CLI may be pointed at.
export const emulatorHosts = {
  firestore: process.env.FIRESTORE_EMULATOR_HOST,
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST,
};
export const inheritedEnv = process.env;
