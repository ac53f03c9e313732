/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Import_As_DraftInputs */

const en_content_admin_import_as_draft = /** @type {(inputs: Content_Admin_Import_As_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import as draft`)
};

const de_content_admin_import_as_draft = /** @type {(inputs: Content_Admin_Import_As_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Entwurf importieren`)
};

const fr_content_admin_import_as_draft = /** @type {(inputs: Content_Admin_Import_As_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer comme brouillon`)
};

const nl_content_admin_import_as_draft = /** @type {(inputs: Content_Admin_Import_As_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importeren als concept`)
};

const es_content_admin_import_as_draft = /** @type {(inputs: Content_Admin_Import_As_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar como borrador`)
};

const en_xa2_content_admin_import_as_draft = /** @type {(inputs: Content_Admin_Import_As_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îɱþöŕţ áš ðŕáƒţ on]`)
};

/**
* | output |
* | --- |
* | "Import as draft" |
*
* @param {Content_Admin_Import_As_DraftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_import_as_draft = /** @type {((inputs?: Content_Admin_Import_As_DraftInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Import_As_DraftInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_import_as_draft(inputs)
	if (locale === "fr") return fr_content_admin_import_as_draft(inputs)
	if (locale === "nl") return nl_content_admin_import_as_draft(inputs)
	if (locale === "es") return es_content_admin_import_as_draft(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_import_as_draft(inputs)
	return en_content_admin_import_as_draft(inputs)
});