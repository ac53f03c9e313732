/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_No_Access_TitleInputs */

const en_ui_no_access_title = /** @type {(inputs: Ui_No_Access_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You don't have access to this page`)
};

const de_ui_no_access_title = /** @type {(inputs: Ui_No_Access_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben keinen Zugriff auf diese Seite`)
};

const fr_ui_no_access_title = /** @type {(inputs: Ui_No_Access_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez pas accès à cette page`)
};

const nl_ui_no_access_title = /** @type {(inputs: Ui_No_Access_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U hebt geen toegang tot deze pagina`)
};

const es_ui_no_access_title = /** @type {(inputs: Ui_No_Access_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene acceso a esta página`)
};

const en_xa2_ui_no_access_title = /** @type {(inputs: Ui_No_Access_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöü ðöñ'ţ ĥáṽé áççéšš ţö ţĥíš þáĝé one two t]`)
};

/**
* | output |
* | --- |
* | "You don't have access to this page" |
*
* @param {Ui_No_Access_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_no_access_title = /** @type {((inputs?: Ui_No_Access_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_No_Access_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_no_access_title(inputs)
	if (locale === "fr") return fr_ui_no_access_title(inputs)
	if (locale === "nl") return nl_ui_no_access_title(inputs)
	if (locale === "es") return es_ui_no_access_title(inputs)
	if (locale === "en-XA") return en_xa2_ui_no_access_title(inputs)
	return en_ui_no_access_title(inputs)
});