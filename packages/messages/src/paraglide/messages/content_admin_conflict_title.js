/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Conflict_TitleInputs */

const en_content_admin_conflict_title = /** @type {(inputs: Content_Admin_Conflict_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone else saved this draft while you were editing`)
};

const de_content_admin_conflict_title = /** @type {(inputs: Content_Admin_Conflict_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jemand anderes hat diesen Entwurf gespeichert, während Sie ihn bearbeitet haben`)
};

const fr_content_admin_conflict_title = /** @type {(inputs: Content_Admin_Conflict_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un d’autre a enregistré ce brouillon pendant que vous le modifiiez`)
};

const nl_content_admin_conflict_title = /** @type {(inputs: Content_Admin_Conflict_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iemand anders heeft dit concept opgeslagen terwijl u het bewerkte`)
};

const es_content_admin_conflict_title = /** @type {(inputs: Content_Admin_Conflict_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otra persona guardó este borrador mientras lo editabas`)
};

const en_xa2_content_admin_conflict_title = /** @type {(inputs: Content_Admin_Conflict_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šöɱéöñé éļšé šáṽéð ţĥíš ðŕáƒţ ŵĥíļé ýöü ŵéŕé éðíţíñĝ one two three f]`)
};

/**
* | output |
* | --- |
* | "Someone else saved this draft while you were editing" |
*
* @param {Content_Admin_Conflict_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_conflict_title = /** @type {((inputs?: Content_Admin_Conflict_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Conflict_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_conflict_title(inputs)
	if (locale === "fr") return fr_content_admin_conflict_title(inputs)
	if (locale === "nl") return nl_content_admin_conflict_title(inputs)
	if (locale === "es") return es_content_admin_conflict_title(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_conflict_title(inputs)
	return en_content_admin_conflict_title(inputs)
});