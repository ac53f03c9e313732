/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tenant: NonNullable<unknown> }} Assessment_Back_To_TenantInputs */

const en_assessment_back_to_tenant = /** @type {(inputs: Assessment_Back_To_TenantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`← ${i?.tenant} · Assessments`)
};

const de_assessment_back_to_tenant = /** @type {(inputs: Assessment_Back_To_TenantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`← ${i?.tenant} · Bewertungen`)
};

const fr_assessment_back_to_tenant = /** @type {(inputs: Assessment_Back_To_TenantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`← ${i?.tenant} · Évaluations`)
};

const nl_assessment_back_to_tenant = /** @type {(inputs: Assessment_Back_To_TenantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`← ${i?.tenant} · Beoordelingen`)
};

const es_assessment_back_to_tenant = /** @type {(inputs: Assessment_Back_To_TenantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`← ${i?.tenant} · Evaluaciones`)
};

const en_xa2_assessment_back_to_tenant = /** @type {(inputs: Assessment_Back_To_TenantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[← ${i?.tenant} · Åššéššɱéñţš one t]`)
};

/**
* | output |
* | --- |
* | "← {tenant} · Assessments" |
*
* @param {Assessment_Back_To_TenantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_back_to_tenant = /** @type {((inputs: Assessment_Back_To_TenantInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Back_To_TenantInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_back_to_tenant(inputs)
	if (locale === "fr") return fr_assessment_back_to_tenant(inputs)
	if (locale === "nl") return nl_assessment_back_to_tenant(inputs)
	if (locale === "es") return es_assessment_back_to_tenant(inputs)
	if (locale === "en-XA") return en_xa2_assessment_back_to_tenant(inputs)
	return en_assessment_back_to_tenant(inputs)
});