/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tags: NonNullable<unknown> }} Tenants_More_TagsInputs */

const en_tenants_more_tags = /** @type {(inputs: Tenants_More_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` more: ${i?.tags}`)
};

const de_tenants_more_tags = /** @type {(inputs: Tenants_More_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` weitere: ${i?.tags}`)
};

const fr_tenants_more_tags = /** @type {(inputs: Tenants_More_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` de plus : ${i?.tags}`)
};

const nl_tenants_more_tags = /** @type {(inputs: Tenants_More_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` meer: ${i?.tags}`)
};

const es_tenants_more_tags = /** @type {(inputs: Tenants_More_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` más: ${i?.tags}`)
};

const en_xa2_tenants_more_tags = /** @type {(inputs: Tenants_More_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ ɱöŕé: ${i?.tags} on]`)
};

/**
* | output |
* | --- |
* | "more: {tags}" |
*
* @param {Tenants_More_TagsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_more_tags = /** @type {((inputs: Tenants_More_TagsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_More_TagsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_more_tags(inputs)
	if (locale === "fr") return fr_tenants_more_tags(inputs)
	if (locale === "nl") return nl_tenants_more_tags(inputs)
	if (locale === "es") return es_tenants_more_tags(inputs)
	if (locale === "en-XA") return en_xa2_tenants_more_tags(inputs)
	return en_tenants_more_tags(inputs)
});