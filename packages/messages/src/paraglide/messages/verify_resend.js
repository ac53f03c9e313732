/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_ResendInputs */

const en_verify_resend = /** @type {(inputs: Verify_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend link`)
};

const de_verify_resend = /** @type {(inputs: Verify_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link erneut senden`)
};

const fr_verify_resend = /** @type {(inputs: Verify_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer le lien`)
};

const nl_verify_resend = /** @type {(inputs: Verify_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link opnieuw sturen`)
};

const es_verify_resend = /** @type {(inputs: Verify_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar el enlace`)
};

const en_xa2_verify_resend = /** @type {(inputs: Verify_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéñð ļíñķ o]`)
};

/**
* | output |
* | --- |
* | "Resend link" |
*
* @param {Verify_ResendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const verify_resend = /** @type {((inputs?: Verify_ResendInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_ResendInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_verify_resend(inputs)
	if (locale === "fr") return fr_verify_resend(inputs)
	if (locale === "nl") return nl_verify_resend(inputs)
	if (locale === "es") return es_verify_resend(inputs)
	if (locale === "en-XA") return en_xa2_verify_resend(inputs)
	return en_verify_resend(inputs)
});