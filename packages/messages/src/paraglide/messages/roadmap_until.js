/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, reason: NonNullable<unknown> }} Roadmap_UntilInputs */

const en_roadmap_until = /** @type {(inputs: Roadmap_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` until ${i?.date}: ${i?.reason}`)
};

const de_roadmap_until = /** @type {(inputs: Roadmap_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` bis ${i?.date}: ${i?.reason}`)
};

const fr_roadmap_until = /** @type {(inputs: Roadmap_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` jusqu’au ${i?.date} : ${i?.reason}`)
};

const nl_roadmap_until = /** @type {(inputs: Roadmap_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` tot ${i?.date}: ${i?.reason}`)
};

const es_roadmap_until = /** @type {(inputs: Roadmap_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` hasta el ${i?.date}: ${i?.reason}`)
};

const en_xa2_roadmap_until = /** @type {(inputs: Roadmap_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ üñţíļ ${i?.date}: ${i?.reason} one t]`)
};

/**
* | output |
* | --- |
* | "until {date}: {reason}" |
*
* @param {Roadmap_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_until = /** @type {((inputs: Roadmap_UntilInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_UntilInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_until(inputs)
	if (locale === "fr") return fr_roadmap_until(inputs)
	if (locale === "nl") return nl_roadmap_until(inputs)
	if (locale === "es") return es_roadmap_until(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_until(inputs)
	return en_roadmap_until(inputs)
});