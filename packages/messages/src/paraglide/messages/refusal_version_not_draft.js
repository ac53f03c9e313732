/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Version_Not_DraftInputs */

const en_refusal_version_not_draft = /** @type {(inputs: Refusal_Version_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a draft version can be changed.`)
};

const de_refusal_version_not_draft = /** @type {(inputs: Refusal_Version_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur eine Entwurfsversion kann geändert werden.`)
};

const fr_refusal_version_not_draft = /** @type {(inputs: Refusal_Version_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seule une version brouillon peut être modifiée.`)
};

const nl_refusal_version_not_draft = /** @type {(inputs: Refusal_Version_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen een conceptversie kan worden gewijzigd.`)
};

const es_refusal_version_not_draft = /** @type {(inputs: Refusal_Version_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se puede cambiar una versión en borrador.`)
};

const en_xa2_refusal_version_not_draft = /** @type {(inputs: Refusal_Version_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñļý á ðŕáƒţ ṽéŕšíöñ çáñ ƀé çĥáñĝéð. one two th]`)
};

/**
* | output |
* | --- |
* | "Only a draft version can be changed." |
*
* @param {Refusal_Version_Not_DraftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_version_not_draft = /** @type {((inputs?: Refusal_Version_Not_DraftInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Version_Not_DraftInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_version_not_draft(inputs)
	if (locale === "fr") return fr_refusal_version_not_draft(inputs)
	if (locale === "nl") return nl_refusal_version_not_draft(inputs)
	if (locale === "es") return es_refusal_version_not_draft(inputs)
	if (locale === "en-XA") return en_xa2_refusal_version_not_draft(inputs)
	return en_refusal_version_not_draft(inputs)
});