/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_This_PersonInputs */

const en_sharing_this_person = /** @type {(inputs: Sharing_This_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this person`)
};

const de_sharing_this_person = /** @type {(inputs: Sharing_This_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dieser Person`)
};

const fr_sharing_this_person = /** @type {(inputs: Sharing_This_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cette personne`)
};

const nl_sharing_this_person = /** @type {(inputs: Sharing_This_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deze persoon`)
};

const es_sharing_this_person = /** @type {(inputs: Sharing_This_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esta persona`)
};

const en_xa2_sharing_this_person = /** @type {(inputs: Sharing_This_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥíš þéŕšöñ o]`)
};

/**
* | output |
* | --- |
* | "this person" |
*
* @param {Sharing_This_PersonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_this_person = /** @type {((inputs?: Sharing_This_PersonInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_This_PersonInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_this_person(inputs)
	if (locale === "fr") return fr_sharing_this_person(inputs)
	if (locale === "nl") return nl_sharing_this_person(inputs)
	if (locale === "es") return es_sharing_this_person(inputs)
	if (locale === "en-XA") return en_xa2_sharing_this_person(inputs)
	return en_sharing_this_person(inputs)
});