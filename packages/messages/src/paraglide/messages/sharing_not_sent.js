/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_Not_SentInputs */

const en_sharing_not_sent = /** @type {(inputs: Sharing_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link was not sent`)
};

const de_sharing_not_sent = /** @type {(inputs: Sharing_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link wurde nicht gesendet`)
};

const fr_sharing_not_sent = /** @type {(inputs: Sharing_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien n’a pas été envoyé`)
};

const nl_sharing_not_sent = /** @type {(inputs: Sharing_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De link is niet verstuurd`)
};

const es_sharing_not_sent = /** @type {(inputs: Sharing_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace no se envió`)
};

const en_xa2_sharing_not_sent = /** @type {(inputs: Sharing_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíñķ ŵáš ñöţ šéñţ one ]`)
};

/**
* | output |
* | --- |
* | "The link was not sent" |
*
* @param {Sharing_Not_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_not_sent = /** @type {((inputs?: Sharing_Not_SentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Not_SentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_not_sent(inputs)
	if (locale === "fr") return fr_sharing_not_sent(inputs)
	if (locale === "nl") return nl_sharing_not_sent(inputs)
	if (locale === "es") return es_sharing_not_sent(inputs)
	if (locale === "en-XA") return en_xa2_sharing_not_sent(inputs)
	return en_sharing_not_sent(inputs)
});