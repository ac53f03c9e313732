/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Roadmap_Owner_SuffixInputs */

const en_roadmap_owner_suffix = /** @type {(inputs: Roadmap_Owner_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · owner ${i?.name}`)
};

const de_roadmap_owner_suffix = /** @type {(inputs: Roadmap_Owner_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · verantwortlich: ${i?.name}`)
};

const fr_roadmap_owner_suffix = /** @type {(inputs: Roadmap_Owner_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · responsable : ${i?.name}`)
};

const nl_roadmap_owner_suffix = /** @type {(inputs: Roadmap_Owner_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · eigenaar: ${i?.name}`)
};

const es_roadmap_owner_suffix = /** @type {(inputs: Roadmap_Owner_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · responsable: ${i?.name}`)
};

const en_xa2_roadmap_owner_suffix = /** @type {(inputs: Roadmap_Owner_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ · öŵñéŕ ${i?.name} on]`)
};

/**
* | output |
* | --- |
* | "· owner {name}" |
*
* @param {Roadmap_Owner_SuffixInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_owner_suffix = /** @type {((inputs: Roadmap_Owner_SuffixInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Owner_SuffixInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_owner_suffix(inputs)
	if (locale === "fr") return fr_roadmap_owner_suffix(inputs)
	if (locale === "nl") return nl_roadmap_owner_suffix(inputs)
	if (locale === "es") return es_roadmap_owner_suffix(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_owner_suffix(inputs)
	return en_roadmap_owner_suffix(inputs)
});