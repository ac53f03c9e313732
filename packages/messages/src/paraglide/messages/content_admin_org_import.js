/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Org_ImportInputs */

const en_content_admin_org_import = /** @type {(inputs: Content_Admin_Org_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring a baseline in from a JSON, YAML or CSV file.`)
};

const de_content_admin_org_import = /** @type {(inputs: Content_Admin_Org_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Baseline aus einer JSON-, YAML- oder CSV-Datei übernehmen.`)
};

const fr_content_admin_org_import = /** @type {(inputs: Content_Admin_Org_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importez un référentiel depuis un fichier JSON, YAML ou CSV.`)
};

const nl_content_admin_org_import = /** @type {(inputs: Content_Admin_Org_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haal een baseline binnen uit een JSON-, YAML- of CSV-bestand.`)
};

const es_content_admin_org_import = /** @type {(inputs: Content_Admin_Org_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trae una línea base desde un archivo JSON, YAML o CSV.`)
};

const en_xa2_content_admin_org_import = /** @type {(inputs: Content_Admin_Org_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓŕíñĝ á ƀášéļíñé íñ ƒŕöɱ á ĴŠÖÑ, ÝÅṀĻ öŕ ÇŠṼ ƒíļé. one two three f]`)
};

/**
* | output |
* | --- |
* | "Bring a baseline in from a JSON, YAML or CSV file." |
*
* @param {Content_Admin_Org_ImportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_org_import = /** @type {((inputs?: Content_Admin_Org_ImportInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Org_ImportInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_org_import(inputs)
	if (locale === "fr") return fr_content_admin_org_import(inputs)
	if (locale === "nl") return nl_content_admin_org_import(inputs)
	if (locale === "es") return es_content_admin_org_import(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_org_import(inputs)
	return en_content_admin_org_import(inputs)
});