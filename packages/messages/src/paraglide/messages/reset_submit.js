/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_SubmitInputs */

const en_reset_submit = /** @type {(inputs: Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save and sign in`)
};

const de_reset_submit = /** @type {(inputs: Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichern und anmelden`)
};

const fr_reset_submit = /** @type {(inputs: Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer et se connecter`)
};

const nl_reset_submit = /** @type {(inputs: Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opslaan en aanmelden`)
};

const es_reset_submit = /** @type {(inputs: Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar e iniciar sesión`)
};

const en_xa2_reset_submit = /** @type {(inputs: Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé áñð šíĝñ íñ one]`)
};

/**
* | output |
* | --- |
* | "Save and sign in" |
*
* @param {Reset_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const reset_submit = /** @type {((inputs?: Reset_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_SubmitInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reset_submit(inputs)
	if (locale === "fr") return fr_reset_submit(inputs)
	if (locale === "nl") return nl_reset_submit(inputs)
	if (locale === "es") return es_reset_submit(inputs)
	if (locale === "en-XA") return en_xa2_reset_submit(inputs)
	return en_reset_submit(inputs)
});