/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_Not_Found_DescriptionInputs */

const en_ui_not_found_description = /** @type {(inputs: Ui_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address may be mistyped, or the page has moved.`)
};

const de_ui_not_found_description = /** @type {(inputs: Ui_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Adresse ist vielleicht falsch geschrieben, oder die Seite wurde verschoben.`)
};

const fr_ui_not_found_description = /** @type {(inputs: Ui_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse est peut-être mal saisie, ou la page a été déplacée.`)
};

const nl_ui_not_found_description = /** @type {(inputs: Ui_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het adres is misschien verkeerd getypt, of de pagina is verplaatst.`)
};

const es_ui_not_found_description = /** @type {(inputs: Ui_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que la dirección esté mal escrita o que la página se haya movido.`)
};

const en_xa2_ui_not_found_description = /** @type {(inputs: Ui_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áððŕéšš ɱáý ƀé ɱíšţýþéð, öŕ ţĥé þáĝé ĥáš ɱöṽéð. one two three f]`)
};

/**
* | output |
* | --- |
* | "The address may be mistyped, or the page has moved." |
*
* @param {Ui_Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_not_found_description = /** @type {((inputs?: Ui_Not_Found_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Not_Found_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_not_found_description(inputs)
	if (locale === "fr") return fr_ui_not_found_description(inputs)
	if (locale === "nl") return nl_ui_not_found_description(inputs)
	if (locale === "es") return es_ui_not_found_description(inputs)
	if (locale === "en-XA") return en_xa2_ui_not_found_description(inputs)
	return en_ui_not_found_description(inputs)
});