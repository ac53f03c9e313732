/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_No_OwnerInputs */

const en_roadmap_no_owner = /** @type {(inputs: Roadmap_No_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No owner`)
};

const de_roadmap_no_owner = /** @type {(inputs: Roadmap_No_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niemand verantwortlich`)
};

const fr_roadmap_no_owner = /** @type {(inputs: Roadmap_No_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun responsable`)
};

const nl_roadmap_no_owner = /** @type {(inputs: Roadmap_No_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen eigenaar`)
};

const es_roadmap_no_owner = /** @type {(inputs: Roadmap_No_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin responsable`)
};

const en_xa2_roadmap_no_owner = /** @type {(inputs: Roadmap_No_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö öŵñéŕ ]`)
};

/**
* | output |
* | --- |
* | "No owner" |
*
* @param {Roadmap_No_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_no_owner = /** @type {((inputs?: Roadmap_No_OwnerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_No_OwnerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_no_owner(inputs)
	if (locale === "fr") return fr_roadmap_no_owner(inputs)
	if (locale === "nl") return nl_roadmap_no_owner(inputs)
	if (locale === "es") return es_roadmap_no_owner(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_no_owner(inputs)
	return en_roadmap_no_owner(inputs)
});