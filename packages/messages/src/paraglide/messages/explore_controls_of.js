/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ controls: NonNullable<unknown>, total: NonNullable<unknown> }} Explore_Controls_OfInputs */

const en_explore_controls_of = /** @type {(inputs: Explore_Controls_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.controls} of ${i?.total}`)
};

const de_explore_controls_of = /** @type {(inputs: Explore_Controls_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.controls} von ${i?.total}`)
};

const fr_explore_controls_of = /** @type {(inputs: Explore_Controls_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.controls} sur ${i?.total}`)
};

const nl_explore_controls_of = /** @type {(inputs: Explore_Controls_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.controls} van ${i?.total}`)
};

const es_explore_controls_of = /** @type {(inputs: Explore_Controls_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.controls} de ${i?.total}`)
};

const en_xa2_explore_controls_of = /** @type {(inputs: Explore_Controls_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.controls} öƒ ${i?.total} one ]`)
};

/**
* | output |
* | --- |
* | "{controls} of {total}" |
*
* @param {Explore_Controls_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_controls_of = /** @type {((inputs: Explore_Controls_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Controls_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_controls_of(inputs)
	if (locale === "fr") return fr_explore_controls_of(inputs)
	if (locale === "nl") return nl_explore_controls_of(inputs)
	if (locale === "es") return es_explore_controls_of(inputs)
	if (locale === "en-XA") return en_xa2_explore_controls_of(inputs)
	return en_explore_controls_of(inputs)
});