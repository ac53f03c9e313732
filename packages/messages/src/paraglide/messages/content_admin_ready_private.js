/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domains: NonNullable<unknown>, controls: NonNullable<unknown> }} Content_Admin_Ready_PrivateInputs */

const en_content_admin_ready_private = /** @type {(inputs: Content_Admin_Ready_PrivateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domains} domains and ${i?.controls} controls. Import creates a private draft you can review before publishing.`)
};

const de_content_admin_ready_private = /** @type {(inputs: Content_Admin_Ready_PrivateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domains} Domänen und ${i?.controls} Kontrollen. Der Import legt einen privaten Entwurf an, den Sie vor dem Veröffentlichen prüfen können.`)
};

const fr_content_admin_ready_private = /** @type {(inputs: Content_Admin_Ready_PrivateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domains} domaines et ${i?.controls} contrôles. L’import crée un brouillon privé que vous pouvez relire avant de le publier.`)
};

const nl_content_admin_ready_private = /** @type {(inputs: Content_Admin_Ready_PrivateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domains} domeinen en ${i?.controls} controls. Het importeren maakt een privéconcept dat u kunt nakijken voor u het publiceert.`)
};

const es_content_admin_ready_private = /** @type {(inputs: Content_Admin_Ready_PrivateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domains} dominios y ${i?.controls} controles. La importación crea un borrador privado que puedes revisar antes de publicarlo.`)
};

const en_xa2_content_admin_ready_private = /** @type {(inputs: Content_Admin_Ready_PrivateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.domains} ðöɱáíñš áñð ${i?.controls} çöñţŕöļš. Îɱþöŕţ çŕéáţéš á þŕíṽáţé ðŕáƒţ ýöü çáñ ŕéṽíéŵ ƀéƒöŕé þüƀļíšĥíñĝ. one two three four five six seven ]`)
};

/**
* | output |
* | --- |
* | "{domains} domains and {controls} controls. Import creates a private draft you can review before publishing." |
*
* @param {Content_Admin_Ready_PrivateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_ready_private = /** @type {((inputs: Content_Admin_Ready_PrivateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Ready_PrivateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_ready_private(inputs)
	if (locale === "fr") return fr_content_admin_ready_private(inputs)
	if (locale === "nl") return nl_content_admin_ready_private(inputs)
	if (locale === "es") return es_content_admin_ready_private(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_ready_private(inputs)
	return en_content_admin_ready_private(inputs)
});