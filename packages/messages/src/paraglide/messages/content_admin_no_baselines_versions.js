/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_No_Baselines_VersionsInputs */

const en_content_admin_no_baselines_versions = /** @type {(inputs: Content_Admin_No_Baselines_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create or import a baseline to see its versions here.`)
};

const de_content_admin_no_baselines_versions = /** @type {(inputs: Content_Admin_No_Baselines_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legen Sie eine Baseline an oder importieren Sie eine, um hier ihre Versionen zu sehen.`)
};

const fr_content_admin_no_baselines_versions = /** @type {(inputs: Content_Admin_No_Baselines_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez ou importez un référentiel pour voir ses versions ici.`)
};

const nl_content_admin_no_baselines_versions = /** @type {(inputs: Content_Admin_No_Baselines_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maak of importeer een baseline om hier de versies te zien.`)
};

const es_content_admin_no_baselines_versions = /** @type {(inputs: Content_Admin_No_Baselines_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea o importa una línea base para ver aquí sus versiones.`)
};

const en_xa2_content_admin_no_baselines_versions = /** @type {(inputs: Content_Admin_No_Baselines_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé öŕ íɱþöŕţ á ƀášéļíñé ţö šéé íţš ṽéŕšíöñš ĥéŕé. one two three fo]`)
};

/**
* | output |
* | --- |
* | "Create or import a baseline to see its versions here." |
*
* @param {Content_Admin_No_Baselines_VersionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_no_baselines_versions = /** @type {((inputs?: Content_Admin_No_Baselines_VersionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_No_Baselines_VersionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_no_baselines_versions(inputs)
	if (locale === "fr") return fr_content_admin_no_baselines_versions(inputs)
	if (locale === "nl") return nl_content_admin_no_baselines_versions(inputs)
	if (locale === "es") return es_content_admin_no_baselines_versions(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_no_baselines_versions(inputs)
	return en_content_admin_no_baselines_versions(inputs)
});