/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Emulated_Google_ConfirmInputs */

const en_emulated_google_confirm = /** @type {(inputs: Emulated_Google_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with Google`)
};

const de_emulated_google_confirm = /** @type {(inputs: Emulated_Google_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Google anmelden`)
};

const fr_emulated_google_confirm = /** @type {(inputs: Emulated_Google_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter avec Google`)
};

const nl_emulated_google_confirm = /** @type {(inputs: Emulated_Google_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelden met Google`)
};

const es_emulated_google_confirm = /** @type {(inputs: Emulated_Google_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión con Google`)
};

const en_xa2_emulated_google_confirm = /** @type {(inputs: Emulated_Google_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ Ĝööĝļé one ]`)
};

/**
* | output |
* | --- |
* | "Sign in with Google" |
*
* @param {Emulated_Google_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const emulated_google_confirm = /** @type {((inputs?: Emulated_Google_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Emulated_Google_ConfirmInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_emulated_google_confirm(inputs)
	if (locale === "fr") return fr_emulated_google_confirm(inputs)
	if (locale === "nl") return nl_emulated_google_confirm(inputs)
	if (locale === "es") return es_emulated_google_confirm(inputs)
	if (locale === "en-XA") return en_xa2_emulated_google_confirm(inputs)
	return en_emulated_google_confirm(inputs)
});