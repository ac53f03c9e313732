/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_No_Access_MessageInputs */

const en_ui_no_access_message = /** @type {(inputs: Ui_No_Access_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask an administrator of your organisation if you need access.`)
};

const de_ui_no_access_message = /** @type {(inputs: Ui_No_Access_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitten Sie einen Administrator Ihrer Organisation, wenn Sie Zugriff brauchen.`)
};

const fr_ui_no_access_message = /** @type {(inputs: Ui_No_Access_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandez à un administrateur de votre organisation si vous avez besoin d’accès.`)
};

const nl_ui_no_access_message = /** @type {(inputs: Ui_No_Access_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vraag een beheerder van uw organisatie als u toegang nodig hebt.`)
};

const es_ui_no_access_message = /** @type {(inputs: Ui_No_Access_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida acceso a un administrador de su organización si lo necesita.`)
};

const en_xa2_ui_no_access_message = /** @type {(inputs: Ui_No_Access_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åšķ áñ áðɱíñíšţŕáţöŕ öƒ ýöüŕ öŕĝáñíšáţíöñ íƒ ýöü ñééð áççéšš. one two three four]`)
};

/**
* | output |
* | --- |
* | "Ask an administrator of your organisation if you need access." |
*
* @param {Ui_No_Access_MessageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_no_access_message = /** @type {((inputs?: Ui_No_Access_MessageInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_No_Access_MessageInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_no_access_message(inputs)
	if (locale === "fr") return fr_ui_no_access_message(inputs)
	if (locale === "nl") return nl_ui_no_access_message(inputs)
	if (locale === "es") return es_ui_no_access_message(inputs)
	if (locale === "en-XA") return en_xa2_ui_no_access_message(inputs)
	return en_ui_no_access_message(inputs)
});