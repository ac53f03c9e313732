/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Version_Not_PublishedInputs */

const en_refusal_version_not_published = /** @type {(inputs: Refusal_Version_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a published version can be used.`)
};

const de_refusal_version_not_published = /** @type {(inputs: Refusal_Version_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur eine veröffentlichte Version kann verwendet werden.`)
};

const fr_refusal_version_not_published = /** @type {(inputs: Refusal_Version_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seule une version publiée peut être utilisée.`)
};

const nl_refusal_version_not_published = /** @type {(inputs: Refusal_Version_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen een gepubliceerde versie kan worden gebruikt.`)
};

const es_refusal_version_not_published = /** @type {(inputs: Refusal_Version_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se puede usar una versión publicada.`)
};

const en_xa2_refusal_version_not_published = /** @type {(inputs: Refusal_Version_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñļý á þüƀļíšĥéð ṽéŕšíöñ çáñ ƀé üšéð. one two th]`)
};

/**
* | output |
* | --- |
* | "Only a published version can be used." |
*
* @param {Refusal_Version_Not_PublishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_version_not_published = /** @type {((inputs?: Refusal_Version_Not_PublishedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Version_Not_PublishedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_version_not_published(inputs)
	if (locale === "fr") return fr_refusal_version_not_published(inputs)
	if (locale === "nl") return nl_refusal_version_not_published(inputs)
	if (locale === "es") return es_refusal_version_not_published(inputs)
	if (locale === "en-XA") return en_xa2_refusal_version_not_published(inputs)
	return en_refusal_version_not_published(inputs)
});