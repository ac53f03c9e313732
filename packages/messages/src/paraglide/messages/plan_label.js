/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Plan_LabelInputs */

const en_plan_label = /** @type {(inputs: Plan_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} plan`)
};

const de_plan_label = /** @type {(inputs: Plan_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarif ${i?.plan}`)
};

const fr_plan_label = /** @type {(inputs: Plan_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offre ${i?.plan}`)
};

const nl_plan_label = /** @type {(inputs: Plan_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan}-abonnement`)
};

const es_plan_label = /** @type {(inputs: Plan_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan ${i?.plan}`)
};

const en_xa2_plan_label = /** @type {(inputs: Plan_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} þļáñ o]`)
};

/**
* | output |
* | --- |
* | "{plan} plan" |
*
* @param {Plan_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const plan_label = /** @type {((inputs: Plan_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plan_LabelInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plan_label(inputs)
	if (locale === "fr") return fr_plan_label(inputs)
	if (locale === "nl") return nl_plan_label(inputs)
	if (locale === "es") return es_plan_label(inputs)
	if (locale === "en-XA") return en_xa2_plan_label(inputs)
	return en_plan_label(inputs)
});