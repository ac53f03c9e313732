/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_BackInputs */

const en_reset_back = /** @type {(inputs: Reset_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to sign in`)
};

const de_reset_back = /** @type {(inputs: Reset_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Anmeldung`)
};

const fr_reset_back = /** @type {(inputs: Reset_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la connexion`)
};

const nl_reset_back = /** @type {(inputs: Reset_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terug naar aanmelden`)
};

const es_reset_back = /** @type {(inputs: Reset_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a iniciar sesión`)
};

const en_xa2_reset_back = /** @type {(inputs: Reset_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķ ţö šíĝñ íñ on]`)
};

/**
* | output |
* | --- |
* | "Back to sign in" |
*
* @param {Reset_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const reset_back = /** @type {((inputs?: Reset_BackInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_BackInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reset_back(inputs)
	if (locale === "fr") return fr_reset_back(inputs)
	if (locale === "nl") return nl_reset_back(inputs)
	if (locale === "es") return es_reset_back(inputs)
	if (locale === "en-XA") return en_xa2_reset_back(inputs)
	return en_reset_back(inputs)
});