/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Roadmap_First_OfInputs */

const en_roadmap_first_of = /** @type {(inputs: Roadmap_First_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (the first ${i?.shown} of ${i?.total})`)
};

const de_roadmap_first_of = /** @type {(inputs: Roadmap_First_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (die ersten ${i?.shown} von ${i?.total})`)
};

const fr_roadmap_first_of = /** @type {(inputs: Roadmap_First_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (les ${i?.shown} premières sur ${i?.total})`)
};

const nl_roadmap_first_of = /** @type {(inputs: Roadmap_First_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (de eerste ${i?.shown} van ${i?.total})`)
};

const es_roadmap_first_of = /** @type {(inputs: Roadmap_First_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (las primeras ${i?.shown} de ${i?.total})`)
};

const en_xa2_roadmap_first_of = /** @type {(inputs: Roadmap_First_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ (ţĥé ƒíŕšţ ${i?.shown} öƒ ${i?.total}) one two ]`)
};

/**
* | output |
* | --- |
* | "(the first {shown} of {total})" |
*
* @param {Roadmap_First_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_first_of = /** @type {((inputs: Roadmap_First_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_First_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_first_of(inputs)
	if (locale === "fr") return fr_roadmap_first_of(inputs)
	if (locale === "nl") return nl_roadmap_first_of(inputs)
	if (locale === "es") return es_roadmap_first_of(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_first_of(inputs)
	return en_roadmap_first_of(inputs)
});