/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Console_Org_CountInputs */

const en_console_org_count = /** @type {(inputs: Console_Org_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} organisation`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} organisations`);
	return /** @type {LocalizedString} */ ("console_org_count");
};

const de_console_org_count = /** @type {(inputs: Console_Org_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Organisation`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} Organisationen`);
	return /** @type {LocalizedString} */ ("console_org_count");
};

const fr_console_org_count = /** @type {(inputs: Console_Org_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} organisation`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} organisations`);
	return /** @type {LocalizedString} */ ("console_org_count");
};

const nl_console_org_count = /** @type {(inputs: Console_Org_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} organisatie`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} organisaties`);
	return /** @type {LocalizedString} */ ("console_org_count");
};

const es_console_org_count = /** @type {(inputs: Console_Org_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} organización`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} organizaciones`);
	return /** @type {LocalizedString} */ ("console_org_count");
};

const en_xa2_console_org_count = /** @type {(inputs: Console_Org_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} öŕĝáñíšáţíöñ one ]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.shown} öŕĝáñíšáţíöñš one ]`);
	return /** @type {LocalizedString} */ ("console_org_count");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} organisation" |
* | "other" | "{shown} organisations" |
*
* @param {Console_Org_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_count = /** @type {((inputs: Console_Org_CountInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_CountInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_count(inputs)
	if (locale === "fr") return fr_console_org_count(inputs)
	if (locale === "nl") return nl_console_org_count(inputs)
	if (locale === "es") return es_console_org_count(inputs)
	if (locale === "en-XA") return en_xa2_console_org_count(inputs)
	return en_console_org_count(inputs)
});