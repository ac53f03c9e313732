/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_DoneInputs */

const en_verify_done = /** @type {(inputs: Verify_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address verified`)
};

const de_verify_done = /** @type {(inputs: Verify_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse bestätigt`)
};

const fr_verify_done = /** @type {(inputs: Verify_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail vérifiée`)
};

const nl_verify_done = /** @type {(inputs: Verify_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailadres bevestigd`)
};

const es_verify_done = /** @type {(inputs: Verify_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico verificado`)
};

const en_xa2_verify_done = /** @type {(inputs: Verify_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ áððŕéšš ṽéŕíƒíéð one t]`)
};

/**
* | output |
* | --- |
* | "Email address verified" |
*
* @param {Verify_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const verify_done = /** @type {((inputs?: Verify_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_DoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_verify_done(inputs)
	if (locale === "fr") return fr_verify_done(inputs)
	if (locale === "nl") return nl_verify_done(inputs)
	if (locale === "es") return es_verify_done(inputs)
	if (locale === "en-XA") return en_xa2_verify_done(inputs)
	return en_verify_done(inputs)
});