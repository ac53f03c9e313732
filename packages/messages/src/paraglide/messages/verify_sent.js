/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Verify_SentInputs */

const en_verify_sent = /** @type {(inputs: Verify_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a new link to ${i?.email}`)
};

const de_verify_sent = /** @type {(inputs: Verify_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen neuen Link an ${i?.email} gesendet`)
};

const fr_verify_sent = /** @type {(inputs: Verify_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé un nouveau lien à ${i?.email}`)
};

const nl_verify_sent = /** @type {(inputs: Verify_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We hebben een nieuwe link gestuurd naar ${i?.email}`)
};

const es_verify_sent = /** @type {(inputs: Verify_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hemos enviado un nuevo enlace a ${i?.email}`)
};

const en_xa2_verify_sent = /** @type {(inputs: Verify_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵé šéñţ á ñéŵ ļíñķ ţö ${i?.email} one two]`)
};

/**
* | output |
* | --- |
* | "We sent a new link to {email}" |
*
* @param {Verify_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const verify_sent = /** @type {((inputs: Verify_SentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_SentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_verify_sent(inputs)
	if (locale === "fr") return fr_verify_sent(inputs)
	if (locale === "nl") return nl_verify_sent(inputs)
	if (locale === "es") return es_verify_sent(inputs)
	if (locale === "en-XA") return en_xa2_verify_sent(inputs)
	return en_verify_sent(inputs)
});