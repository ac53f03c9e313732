/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_No_Baselines_DescriptionInputs */

const en_content_admin_no_baselines_description = /** @type {(inputs: Content_Admin_No_Baselines_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a private baseline, or import one from a file.`)
};

const de_content_admin_no_baselines_description = /** @type {(inputs: Content_Admin_No_Baselines_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legen Sie eine private Baseline an oder importieren Sie eine aus einer Datei.`)
};

const fr_content_admin_no_baselines_description = /** @type {(inputs: Content_Admin_No_Baselines_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez un référentiel privé ou importez-en un depuis un fichier.`)
};

const nl_content_admin_no_baselines_description = /** @type {(inputs: Content_Admin_No_Baselines_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maak een privébaseline of importeer er een uit een bestand.`)
};

const es_content_admin_no_baselines_description = /** @type {(inputs: Content_Admin_No_Baselines_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea una línea base privada o impórtala desde un archivo.`)
};

const en_xa2_content_admin_no_baselines_description = /** @type {(inputs: Content_Admin_No_Baselines_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé á þŕíṽáţé ƀášéļíñé, öŕ íɱþöŕţ öñé ƒŕöɱ á ƒíļé. one two three fo]`)
};

/**
* | output |
* | --- |
* | "Create a private baseline, or import one from a file." |
*
* @param {Content_Admin_No_Baselines_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_no_baselines_description = /** @type {((inputs?: Content_Admin_No_Baselines_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_No_Baselines_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_no_baselines_description(inputs)
	if (locale === "fr") return fr_content_admin_no_baselines_description(inputs)
	if (locale === "nl") return nl_content_admin_no_baselines_description(inputs)
	if (locale === "es") return es_content_admin_no_baselines_description(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_no_baselines_description(inputs)
	return en_content_admin_no_baselines_description(inputs)
});