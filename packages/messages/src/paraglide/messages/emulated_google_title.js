/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Emulated_Google_TitleInputs */

const en_emulated_google_title = /** @type {(inputs: Emulated_Google_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with Google (emulator)`)
};

const de_emulated_google_title = /** @type {(inputs: Emulated_Google_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Google anmelden (Emulator)`)
};

const fr_emulated_google_title = /** @type {(inputs: Emulated_Google_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter avec Google (émulateur)`)
};

const nl_emulated_google_title = /** @type {(inputs: Emulated_Google_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelden met Google (emulator)`)
};

const es_emulated_google_title = /** @type {(inputs: Emulated_Google_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión con Google (emulador)`)
};

const en_xa2_emulated_google_title = /** @type {(inputs: Emulated_Google_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ Ĝööĝļé (éɱüļáţöŕ) one two ]`)
};

/**
* | output |
* | --- |
* | "Sign in with Google (emulator)" |
*
* @param {Emulated_Google_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const emulated_google_title = /** @type {((inputs?: Emulated_Google_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Emulated_Google_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_emulated_google_title(inputs)
	if (locale === "fr") return fr_emulated_google_title(inputs)
	if (locale === "nl") return nl_emulated_google_title(inputs)
	if (locale === "es") return es_emulated_google_title(inputs)
	if (locale === "en-XA") return en_xa2_emulated_google_title(inputs)
	return en_emulated_google_title(inputs)
});