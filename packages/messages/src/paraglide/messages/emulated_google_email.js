/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Emulated_Google_EmailInputs */

const en_emulated_google_email = /** @type {(inputs: Emulated_Google_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google email`)
};

const de_emulated_google_email = /** @type {(inputs: Emulated_Google_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google-E-Mail`)
};

const fr_emulated_google_email = /** @type {(inputs: Emulated_Google_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail Google`)
};

const nl_emulated_google_email = /** @type {(inputs: Emulated_Google_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google-e-mailadres`)
};

const es_emulated_google_email = /** @type {(inputs: Emulated_Google_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo de Google`)
};

const en_xa2_emulated_google_email = /** @type {(inputs: Emulated_Google_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝööĝļé éɱáíļ o]`)
};

/**
* | output |
* | --- |
* | "Google email" |
*
* @param {Emulated_Google_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const emulated_google_email = /** @type {((inputs?: Emulated_Google_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Emulated_Google_EmailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_emulated_google_email(inputs)
	if (locale === "fr") return fr_emulated_google_email(inputs)
	if (locale === "nl") return nl_emulated_google_email(inputs)
	if (locale === "es") return es_emulated_google_email(inputs)
	if (locale === "en-XA") return en_xa2_emulated_google_email(inputs)
	return en_emulated_google_email(inputs)
});