/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_SubmitInputs */

const en_sharing_submit = /** @type {(inputs: Sharing_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share and send link`)
};

const de_sharing_submit = /** @type {(inputs: Sharing_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilen und Link senden`)
};

const fr_sharing_submit = /** @type {(inputs: Sharing_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager et envoyer le lien`)
};

const nl_sharing_submit = /** @type {(inputs: Sharing_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delen en link sturen`)
};

const es_sharing_submit = /** @type {(inputs: Sharing_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir y enviar enlace`)
};

const en_xa2_sharing_submit = /** @type {(inputs: Sharing_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕé áñð šéñð ļíñķ one ]`)
};

/**
* | output |
* | --- |
* | "Share and send link" |
*
* @param {Sharing_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_submit = /** @type {((inputs?: Sharing_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_SubmitInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_submit(inputs)
	if (locale === "fr") return fr_sharing_submit(inputs)
	if (locale === "nl") return nl_sharing_submit(inputs)
	if (locale === "es") return es_sharing_submit(inputs)
	if (locale === "en-XA") return en_xa2_sharing_submit(inputs)
	return en_sharing_submit(inputs)
});