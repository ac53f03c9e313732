/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Published_Never_ChangesInputs */

const en_content_admin_published_never_changes = /** @type {(inputs: Content_Admin_Published_Never_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A published version never changes; editing starts a new draft version.`)
};

const de_content_admin_published_never_changes = /** @type {(inputs: Content_Admin_Published_Never_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine veröffentlichte Version ändert sich nie; Bearbeiten beginnt eine neue Entwurfsversion.`)
};

const fr_content_admin_published_never_changes = /** @type {(inputs: Content_Admin_Published_Never_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une version publiée ne change jamais ; la modifier commence une nouvelle version brouillon.`)
};

const nl_content_admin_published_never_changes = /** @type {(inputs: Content_Admin_Published_Never_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een gepubliceerde versie verandert nooit; bewerken begint een nieuwe conceptversie.`)
};

const es_content_admin_published_never_changes = /** @type {(inputs: Content_Admin_Published_Never_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una versión publicada nunca cambia; editar empieza una nueva versión en borrador.`)
};

const en_xa2_content_admin_published_never_changes = /** @type {(inputs: Content_Admin_Published_Never_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å þüƀļíšĥéð ṽéŕšíöñ ñéṽéŕ çĥáñĝéš; éðíţíñĝ šţáŕţš á ñéŵ ðŕáƒţ ṽéŕšíöñ. one two three four fiv]`)
};

/**
* | output |
* | --- |
* | "A published version never changes; editing starts a new draft version." |
*
* @param {Content_Admin_Published_Never_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_published_never_changes = /** @type {((inputs?: Content_Admin_Published_Never_ChangesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Published_Never_ChangesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_published_never_changes(inputs)
	if (locale === "fr") return fr_content_admin_published_never_changes(inputs)
	if (locale === "nl") return nl_content_admin_published_never_changes(inputs)
	if (locale === "es") return es_content_admin_published_never_changes(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_published_never_changes(inputs)
	return en_content_admin_published_never_changes(inputs)
});