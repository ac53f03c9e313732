/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Conflict_BodyInputs */

const en_content_admin_conflict_body = /** @type {(inputs: Content_Admin_Conflict_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your changes are still here. Keep yours to save them over theirs, or load theirs and lose yours.`)
};

const de_content_admin_conflict_body = /** @type {(inputs: Content_Admin_Conflict_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Änderungen sind noch da. Behalten Sie Ihre, um sie über die anderen zu speichern, oder laden Sie die anderen und verwerfen Sie Ihre.`)
};

const fr_content_admin_conflict_body = /** @type {(inputs: Content_Admin_Conflict_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos modifications sont toujours là. Gardez les vôtres pour les enregistrer par-dessus, ou chargez les siennes et perdez les vôtres.`)
};

const nl_content_admin_conflict_body = /** @type {(inputs: Content_Admin_Conflict_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw wijzigingen staan er nog. Houd de uwe om ze over die van de ander op te slaan, of laad die van de ander en verlies de uwe.`)
};

const es_content_admin_conflict_body = /** @type {(inputs: Content_Admin_Conflict_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus cambios siguen aquí. Conserva los tuyos para guardarlos sobre los suyos, o carga los suyos y pierde los tuyos.`)
};

const en_xa2_content_admin_conflict_body = /** @type {(inputs: Content_Admin_Conflict_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ çĥáñĝéš áŕé šţíļļ ĥéŕé. Ķééþ ýöüŕš ţö šáṽé ţĥéɱ öṽéŕ ţĥéíŕš, öŕ ļöáð ţĥéíŕš áñð ļöšé ýöüŕš. one two three four five six sev]`)
};

/**
* | output |
* | --- |
* | "Your changes are still here. Keep yours to save them over theirs, or load theirs and lose yours." |
*
* @param {Content_Admin_Conflict_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_conflict_body = /** @type {((inputs?: Content_Admin_Conflict_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Conflict_BodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_conflict_body(inputs)
	if (locale === "fr") return fr_content_admin_conflict_body(inputs)
	if (locale === "nl") return nl_content_admin_conflict_body(inputs)
	if (locale === "es") return es_content_admin_conflict_body(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_conflict_body(inputs)
	return en_content_admin_conflict_body(inputs)
});