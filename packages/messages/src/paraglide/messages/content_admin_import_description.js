/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Import_DescriptionInputs */

const en_content_admin_import_description = /** @type {(inputs: Content_Admin_Import_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JSON, YAML or CSV. The file is checked first; nothing is written until you import a file without problems.`)
};

const de_content_admin_import_description = /** @type {(inputs: Content_Admin_Import_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JSON, YAML oder CSV. Die Datei wird zuerst geprüft; nichts wird geschrieben, bis Sie eine Datei ohne Probleme importieren.`)
};

const fr_content_admin_import_description = /** @type {(inputs: Content_Admin_Import_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JSON, YAML ou CSV. Le fichier est d’abord vérifié ; rien n’est écrit tant que vous n’importez pas un fichier sans problème.`)
};

const nl_content_admin_import_description = /** @type {(inputs: Content_Admin_Import_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JSON, YAML of CSV. Het bestand wordt eerst gecontroleerd; er wordt niets geschreven tot u een bestand zonder problemen importeert.`)
};

const es_content_admin_import_description = /** @type {(inputs: Content_Admin_Import_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JSON, YAML o CSV. Primero se comprueba el archivo; no se escribe nada hasta que importes un archivo sin problemas.`)
};

const en_xa2_content_admin_import_description = /** @type {(inputs: Content_Admin_Import_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĴŠÖÑ, ÝÅṀĻ öŕ ÇŠṼ. Ţĥé ƒíļé íš çĥéçķéð ƒíŕšţ; ñöţĥíñĝ íš ŵŕíţţéñ üñţíļ ýöü íɱþöŕţ á ƒíļé ŵíţĥöüţ þŕöƀļéɱš. one two three four five six seven ]`)
};

/**
* | output |
* | --- |
* | "JSON, YAML or CSV. The file is checked first; nothing is written until you import a file without problems." |
*
* @param {Content_Admin_Import_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_import_description = /** @type {((inputs?: Content_Admin_Import_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Import_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_import_description(inputs)
	if (locale === "fr") return fr_content_admin_import_description(inputs)
	if (locale === "nl") return nl_content_admin_import_description(inputs)
	if (locale === "es") return es_content_admin_import_description(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_import_description(inputs)
	return en_content_admin_import_description(inputs)
});