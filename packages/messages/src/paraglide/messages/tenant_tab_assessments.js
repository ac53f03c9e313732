/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_Tab_AssessmentsInputs */

const en_tenant_tab_assessments = /** @type {(inputs: Tenant_Tab_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessments`)
};

const de_tenant_tab_assessments = /** @type {(inputs: Tenant_Tab_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen`)
};

const fr_tenant_tab_assessments = /** @type {(inputs: Tenant_Tab_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluations`)
};

const nl_tenant_tab_assessments = /** @type {(inputs: Tenant_Tab_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordelingen`)
};

const es_tenant_tab_assessments = /** @type {(inputs: Tenant_Tab_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluaciones`)
};

const en_xa2_tenant_tab_assessments = /** @type {(inputs: Tenant_Tab_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţš o]`)
};

/**
* | output |
* | --- |
* | "Assessments" |
*
* @param {Tenant_Tab_AssessmentsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_tab_assessments = /** @type {((inputs?: Tenant_Tab_AssessmentsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Tab_AssessmentsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_tab_assessments(inputs)
	if (locale === "fr") return fr_tenant_tab_assessments(inputs)
	if (locale === "nl") return nl_tenant_tab_assessments(inputs)
	if (locale === "es") return es_tenant_tab_assessments(inputs)
	if (locale === "en-XA") return en_xa2_tenant_tab_assessments(inputs)
	return en_tenant_tab_assessments(inputs)
});